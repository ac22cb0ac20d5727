// Whether this page is the visual builder's preview: Divi marks it with et_fb in the query and et-fb on the
// body. Boot's copy of the test in core/context (isBuilderPreview): a file both imported would become a
// shared chunk that boot pulls in statically, a second request before anything works.
export const inPreview = (): boolean => /[?&]et_fb=1(&|$)/.test(location.search) || document.body.classList.contains('et-fb');
