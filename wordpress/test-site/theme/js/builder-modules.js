/* Stands in for the Divi Builder plugin's front-end script (printed in the head): if this runs, it was not replaced. */
window.lpBuilderModulesRan = true;
