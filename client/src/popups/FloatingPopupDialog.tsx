import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../styles/buttonClasses.ts';
import { guestId } from '../guest/guestId.ts';
import { closePopup } from './popupRecords.ts';
import styles from './FloatingPopupDialog.module.css';
import type { FloatingPopupDialog_popup$key } from './__generated__/FloatingPopupDialog_popup.graphql';

const isExternal = (url: string) => /^https?:\/\//.test(url);

/**
 * A promotional popup: the platform's modal <dialog>, labelled by its title. The browser keeps focus inside (the
 * rest of the page is inert), Escape closes it, and focus goes back where it was; nothing is left behind on close.
 */
export default function FloatingPopupDialog({
  popup: popupKey,
  onClosed,
}: {
  popup: FloatingPopupDialog_popup$key;
  onClosed: () => void;
}) {
  const popup = useFragment(
    graphql`
      fragment FloatingPopupDialog_popup on FloatingPopup {
        rawId
        pageUrl
        name
        description
        navigationUrl
        image {
          url
        }
      }
    `,
    popupKey,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => {
    closePopup(guestId(), popup.pageUrl, popup.rawId, Date.now());
    dialog.current?.close();
    onClosed();
  };
  const target = popup.navigationUrl;
  const more = <FormattedMessage id="popup.open" defaultMessage="Find out more" />;
  const linkClass = buttonClasses({ appearance: 'secondary', size: 'medium' });
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="floating-popup"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {popup.name}
      </h2>
      {imageFailed ? null : (
        <img className={styles.image} src={popup.image.url} alt="" onError={() => setImageFailed(true)} />
      )}
      {popup.description ? <p className={styles.text}>{popup.description}</p> : null}
      <div className={styles.actions}>
        {target ? (
          isExternal(target) ? (
            <a className={linkClass} href={target} rel="noopener noreferrer" onClick={close}>
              {more}
            </a>
          ) : (
            <Link className={linkClass} to={target} onClick={close}>
              {more}
            </Link>
          )
        ) : null}
        <button type="button" className={buttonClasses({ appearance: 'primary', size: 'medium' })} onClick={close}>
          <FormattedMessage id="popup.close" defaultMessage="Close" />
        </button>
      </div>
    </dialog>
  );
}
