// The public conversion event `lightpage:conversion`: a form module (contact form, newsletter) dispatches it
// from its root, bubbling, once the server has accepted a submission. The A/B module records con_goal from it
// when that module is the test's goal; third-party code (analytics) may listen too. Types only: each module
// writes the event name itself, so no shared chunk is split out for one string.
export type ConvertingModule = 'contact-form' | 'newsletter';
export interface ConversionDetail {
  module: ConvertingModule;
}
declare global {
  interface HTMLElementEventMap {
    'lightpage:conversion': CustomEvent<ConversionDetail>;
  }
  interface DocumentEventMap {
    'lightpage:conversion': CustomEvent<ConversionDetail>;
  }
}
export {};
