// The optin's messages, created from data: the heading the theme localises (the fill-in message, the
// server's error text, or the subscription-failed message) and the list of fields to fix. Text only: a
// hostile label or server message is shown as text. role=alert so screen readers announce each change.
// Written with createElement rather than JSX: the JSX runtime would add bytes to this small chunk.
import { createElement as h } from 'react';
import { renderComponent, type Rendered } from '../../core/component';

export interface MessagesProps {
  heading: string;
  items: string[];
}

export function Messages({ heading, items }: MessagesProps) {
  return h(
    'div',
    { role: 'alert' },
    heading && h('p', { className: 'et_normal_padding' }, heading),
    items.length > 0 && h('ul', null, items.map((t, i) => h('li', { key: i }, t))),
  );
}

/** Render the messages into a container the module owns inside the theme's error box. */
export const showMessages = (box: Element, props: MessagesProps): Rendered<MessagesProps> => renderComponent(Messages, props, box);
