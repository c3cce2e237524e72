/**
 * Calls `run` once the browser has drawn its next frame: an animation frame runs just before the
 * frame is drawn, and a task queued from it runs after. Answers a function that cancels the call.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
