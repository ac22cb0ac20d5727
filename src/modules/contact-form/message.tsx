// The contact form's error output, as the theme writes it into .et-pb-contact-message: the fill-in heading
// and the labels of the missing fields, then the error heading and the invalid-value messages; or one
// notice when the message could not be sent. Every string is shown as text (labels come from the page).
import { rehearse, renderComponent, useSignalValue } from '../../core/component';
import type { ReadonlySignal } from '../../core/types';

export interface Message {
  missing: string[];
  invalid: string[];
  /** Said instead of the lists when sending failed (offline, timeout, an error page). */
  notice?: string;
}

export interface MessageProps {
  message: ReadonlySignal<Message | null>;
  /** et_pb_custom.fill_message and contact_error_message. */
  fill: string;
  error: string;
}

/** A heading and its list, or nothing for an empty list. */
const list = (heading: string, items: string[], className?: string) =>
  items.length > 0 && (
    <>
      <p className={className}>{heading}</p>
      <ul>
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </>
  );

export function ContactMessage({ message, fill, error }: MessageProps) {
  const m = useSignalValue(message);
  return (
    m && (
      <>
        {m.notice && <p className="et_normal_padding">{m.notice}</p>}
        {list(fill, m.missing)}
        {list(error, m.invalid, 'et_normal_padding')}
      </>
    )
  );
}

/** A message with every part, for rehearse(): its texts are never shown. */
const sample: Message = { missing: ['-'], invalid: ['-'], notice: '-' };

/**
 * Render the error output into the live region the module owns (the module's one import of the framework),
 * and rehearse a full one off the page while the visitor is still filling the form in.
 */
export function renderMessage(live: HTMLElement, props: MessageProps) {
  rehearse(ContactMessage, { ...props, message: { value: sample, subscribe: () => () => {} } });
  return renderComponent(ContactMessage, props, live, { container: live });
}
