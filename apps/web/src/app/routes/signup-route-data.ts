// Sign-up's loader is sign-in's: a signed-in visitor goes where a login would take them.
export { loader } from './signin-route-data';
