import styles from './buttons.module.css';

export interface ButtonLook {
  appearance?: 'secondary' | 'outline' | 'subtle' | 'transparent' | 'primary';
  size?: 'small' | 'medium' | 'large';
  shape?: 'rounded' | 'circular';
  iconOnly?: boolean;
}

/** The class names of a native <button> or <a> drawn like Fluent UI's Button with these props. */
export function buttonClasses(
  { appearance = 'secondary', size = 'medium', shape = 'rounded', iconOnly = false }: ButtonLook,
  extra?: string,
): string {
  return [
    styles.button,
    appearance !== 'secondary' && styles[appearance],
    size !== 'medium' && styles[size],
    shape === 'circular' && styles.circular,
    iconOnly && styles.iconOnly,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
