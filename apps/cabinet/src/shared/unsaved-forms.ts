type Listener = () => void;

let holding = 0;
const listeners = new Set<Listener>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * How many forms on screen hold unsaved changes, app-wide: what must never reload the page under
 * a person's typing (a new version of the cabinet) waits while there is one. Each form's
 * LeaveGuard holds it while the form is dirty.
 */
export const unsavedForms = {
  /** Marks one more form unsaved; the function returned lets it go (once). */
  hold(): () => void {
    holding += 1;
    changed();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holding -= 1;
      changed();
    };
  },
  any: (): boolean => holding > 0,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
