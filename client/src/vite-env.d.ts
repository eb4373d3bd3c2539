/// <reference types="vite/client" />

declare module 'virtual:dalil-messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
