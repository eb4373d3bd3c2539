/// <reference types="vite/client" />

declare module 'virtual:dalil-fluent-theme' {
  import type { Theme } from '@fluentui/react-components';
  const theme: Theme;
  export default theme;
}

declare module 'virtual:dalil-messages/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
