/** false in production builds; true in unit tests and development builds. */
declare const __DEV__: boolean;
