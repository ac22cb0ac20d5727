// A page with one contact form that has no conditional fields: such a form never loads the conditional-logic
// chunk (the e2e test checks it). Left off the kitchen sink, which has the full contact form demo.
import type { DemoModule } from '../pages/types';
import contactForm, { plainForm } from './contact-form';

const demo: DemoModule = {
  name: 'contact-form-plain',
  title: 'Contact form without conditional fields',
  kitchenSink: false,
  html: plainForm(),
  css: contactForm.css,
};
export default demo;
