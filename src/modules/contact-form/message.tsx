// The contact form's error output, as the theme writes it into .et-pb-contact-message: the fill-in heading
// and the labels of the missing fields, then the error heading and the invalid-value messages; or one
// notice when the message could not be sent. Every string is shown as text (labels come from the page).
import { Fragment } from 'react';
import { rehearse, renderComponent, useSignalValue } from '../../core/component';
import type { ReadonlySignal } from '../../core/types';

/**
 * What the error output shows, part by part: a paragraph (the theme's heading, or the notice for a failed
 * send) with its class, and the list under it (none for a notice). Empty: nothing. The module words the
 * parts (index.ts), so the text it writes when this component cannot load is the same.
 */
export type Message = [text: string, items: string[], className?: string][];

export interface MessageProps {
  message: ReadonlySignal<Message>;
}

export function ContactMessage({ message }: MessageProps) {
  return useSignalValue(message).map(([text, items, className], i) => (
    <Fragment key={i}>
      <p className={className}>{text}</p>
      {items.length > 0 && (
        <ul>
          {items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ul>
      )}
    </Fragment>
  ));
}

/**
 * For rehearse(): a message that gets every part when the component subscribes to it, so the rehearsal updates
 * the output as a submit does. Its texts are never shown.
 */
const sample = { value: [] as Message, subscribe: (show: (m: Message) => void) => (show((sample.value = [['-', ['-'], '-']])), () => {}) };

/**
 * Render the error output into the live region the module owns (the module's one import of the framework),
 * and rehearse a full one off the page while the visitor is still filling the form in.
 */
export function renderMessage(live: HTMLElement, props: MessageProps) {
  rehearse(ContactMessage, { message: sample });
  return renderComponent(ContactMessage, props, live, { container: live });
}
