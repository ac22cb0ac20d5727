// The ajax pagination rules apart from the DOM: which selector names a module on another page, and
// whether a response may be used.

// Classes the entrance animations add and remove: not part of the module's identity (the theme's
// et_get_animation_classes, plus its had-animation marker).
const ANIMATION = /^(et_animated|et_had_animation|et-waypoint|et-animated|infinite|(fade|slide|bounce|zoom|flip|fold|roll|transformAnim)\w*)$/;

/** The selector of a module from its classes (the order class et_pb_blog_N makes it unique on a page). */
export function moduleSelector(className: string, escape: (s: string) => string = CSS.escape): string {
  return className
    .split(/\s+/)
    .filter((c) => c && !ANIMATION.test(c))
    .map((c) => '.' + escape(c))
    .join('');
}

/**
 * Whether a response's page is used: a success, or a 404 whose body is the site's own error page
 * (WordPress renders its 404 template with body class error404).
 */
export const usable = (status: number, doc: Document) => (status >= 200 && status < 300) || (status === 404 && doc.body?.classList.contains('error404') === true);
