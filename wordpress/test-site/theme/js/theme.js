/* Stands in for the Divi theme's scripts.min.js: if this runs, the theme's script was not replaced. */
window.lpThemeScriptRan = true;
jQuery( function () {} );
