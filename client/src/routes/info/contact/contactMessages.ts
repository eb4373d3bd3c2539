import { defineMessage, defineMessages } from 'react-intl';

/** The contact screen's texts (the served head uses the title and lead too). */
export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Contact us' },
  lead: {
    id: 'contact.lead',
    defaultMessage: 'Suggestions, complaints, advertising or content you would like to see: write to the Dalil team.',
  },
  name: { id: 'contact.name', defaultMessage: 'Your name' },
  email: { id: 'contact.email', defaultMessage: 'Email' },
  message: { id: 'contact.message', defaultMessage: 'Message' },
  requestType: { id: 'contact.requestType', defaultMessage: 'Request type' },
  SUGGESTION: { id: 'contact.type.suggestion', defaultMessage: 'Suggestion' },
  COMPLAINT: { id: 'contact.type.complaint', defaultMessage: 'Complaint' },
  ADVERTISE: { id: 'contact.type.advertise', defaultMessage: 'Advertise' },
  CONTENT_REQUEST: { id: 'contact.type.request', defaultMessage: 'Content request' },
  send: { id: 'contact.send', defaultMessage: 'Send' },
  received: {
    id: 'contact.received',
    defaultMessage: 'Contact message received. Thank you, we will get back to you soon.',
  },
});

export const aboutPageMessage = defineMessage<{ page: string }>({
  id: 'contact.aboutPage',
  defaultMessage: 'About the page {page}',
});
