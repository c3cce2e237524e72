// A 401 on a call made with the stored session means the server no longer knows it (signed out
// elsewhere, password changed, account deleted). The API client tells it here, once per call, and
// the app answers it in one place (use-session-end-answer.ts): no page handles it on its own.

type Answer = () => void;
let answer: Answer | null = null;
let untold = false;

/** For the API client: a call made with the stored session was refused as signed out. */
export function tellSessionEnded() {
  if (answer) answer();
  // A loader may hear it before the app has mounted its answer: told as soon as it has.
  else untold = true;
}

/** Sets the app's answer to an ended session; returns what removes it. */
export function answerSessionEnded(next: Answer) {
  answer = next;
  if (untold) {
    untold = false;
    next();
  }
  return () => {
    if (answer === next) answer = null;
  };
}
