/* A plugin's script that declares jQuery as its dependency: with it on the page, jQuery must stay. */
window.lpJqueryDependent = typeof jQuery;
