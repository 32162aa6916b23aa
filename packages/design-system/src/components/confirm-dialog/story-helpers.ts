import { expect, screen, waitFor } from 'storybook/test';

/**
 * The open dialog once it has faded in, so interactions and the accessibility check that follows
 * the story see its final colours. Dialogs render in a portal, hence the whole document.
 */
export async function shownDialog(name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => {
    const container = dialog.closest<HTMLElement>('.MuiDialog-container');
    return expect(container && getComputedStyle(container).opacity).toBe('1');
  });
  return dialog;
}
