// The visual check of the story tests: after a story's test has passed, its rendered story is shown
// in every colour mode and language (see modes.ts) and each is compared with the committed
// screenshot beside its stories file (`__screenshots__/`). A changed story fails its test, naming
// the story and the modes, and leaves the actual and diff images in `visual-diffs/`.
// `pnpm test:stories -u` accepts the new screenshots.
//
// The screenshots record the Chromium version they were made with (screenshot-browser.ts). On
// another version each is compared with the browser-change tolerance instead of pixelmatch's
// 64 pixels (browser-change-comparator.ts), and the story is counted at the run's end. `-u`
// always compares as on the same browser, so it rewrites every screenshot this one draws
// differently.
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { BROWSER_CHANGE } from './browser-change-comparator';
import { storybookI18n } from './i18n';
import { showInMode } from './mode-override';
import type { VisualMode } from './modes';

const browser = await commands.screenshotBrowser();
const acrossVersions = !browser.updating && browser.recorded !== browser.running;
const comparison = acrossVersions
  ? ({ comparatorName: 'browserChange', comparatorOptions: BROWSER_CHANGE } as const)
  : undefined;

/** The viewport of every screenshot, unless the story sets its own (phone, tablet). */
const VIEWPORT = { width: 800, height: 600 };

interface ChromaticParameters {
  modes?: Record<string, Partial<VisualMode>>;
  disableSnapshot?: boolean;
}

/**
 * `parameters.visualCheck`, for the cabinet's screens: `wholePage` for a story taller than the
 * viewport; `modes`, the names of the Chromatic modes this check compares (the others are left to
 * Chromatic; none: the story is rendered and checked by axe only).
 */
interface VisualCheckParameters {
  wholePage?: boolean;
  modes?: string[];
}

/** Waits until React has committed and the browser has painted, with every font loaded. */
async function settled(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await document.fonts.ready;
}

// A screenshot of the whole viewport (a story that opened an overlay) takes the page's root element,
// which then has to fill the viewport.
document.head.append(
  Object.assign(document.createElement('style'), { textContent: 'html { min-height: 100vh; }' }),
);

/** Screenshots show every element at rest: no animation, no transition half-way, no blinking caret. */
const STILL =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/** The element the story rendered into: the one child of the page's body without attributes. */
function storyRoot(): HTMLElement | undefined {
  return [...document.body.children].find(
    (element): element is HTMLElement =>
      element instanceof HTMLDivElement && !element.id && !element.className && !element.hasAttribute('role'),
  );
}

const visible = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return width * height > 0 && element.checkVisibility({ visibilityProperty: true });
};

/**
 * What to photograph: the story's root, or the whole viewport when the story opened a dialog, menu
 * or tooltip, or shows nothing of its own (a dialog it closed).
 */
function subject(root: HTMLElement): HTMLElement {
  const overlays = [...document.body.children].filter((element) => element !== root && visible(element));
  return overlays.length > 0 || !visible(root) ? document.documentElement : root;
}

afterEach(async (context) => {
  const story = (context as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const { modes: chromaticModes = {}, disableSnapshot = false } = (story.parameters.chromatic ??
    {}) as ChromaticParameters;
  const { wholePage = false, modes: checked } = (story.parameters.visualCheck ?? {}) as VisualCheckParameters;
  const modes = checked
    ? Object.fromEntries(Object.entries(chromaticModes).filter(([name]) => checked.includes(name)))
    : chromaticModes;
  if (disableSnapshot || Object.keys(modes).length === 0) return;
  const root = storyRoot();
  if (!root) throw new Error(`The story ${story.id} left nothing rendered to compare.`);
  // A dialog the play function closed leaves only when its exit transition's timer has run.
  if (subject(root) !== root) await new Promise((resolve) => setTimeout(resolve, 300));
  const ownViewport = (story.globals.viewport as { value?: string } | undefined)?.value;
  if (!ownViewport) await page.viewport(VIEWPORT.width, VIEWPORT.height);
  // The story's frame paints only what is within the viewport: a whole page taller than it is
  // photographed, in each mode, in a viewport as tall as the page.
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const fitWholePage = async () => {
    if (!wholePage || subject(root) !== root) return;
    await page.viewport(viewport.width, viewport.height);
    await settled();
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height > viewport.height) await page.viewport(viewport.width, height);
    await settled();
  };

  const still = document.head.appendChild(
    Object.assign(document.createElement('style'), { textContent: STILL }),
  );
  const changed: string[] = [];
  try {
    for (const [name, mode] of Object.entries(modes)) {
      const shown: VisualMode = {
        theme: mode.theme ?? (story.globals.theme === 'dark' ? 'dark' : 'light'),
        locale: mode.locale ?? (story.globals.locale === 'en' ? 'en' : 'uk'),
      };
      showInMode(shown);
      await storybookI18n.changeLanguage(shown.locale);
      document.documentElement.lang = shown.locale;
      await settled();
      await fitWholePage();
      try {
        await expect.element(subject(root)).toMatchScreenshot(`${context.task.name}-${name}`, comparison);
      } catch (error) {
        changed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    showInMode(null);
    still.remove();
  }
  if (acrossVersions && Object.keys(modes).length > 0) await commands.comparedAcrossVersions(story.id);
  if (changed.length > 0) {
    const accept = acrossVersions
      ? `This browser is Chromium ${browser.running}; the screenshots were made with ${browser.recorded ?? 'an unrecorded version'}, ` +
        'so they were compared with the browser-change tolerance (yellow in the diff: what a browser update may redraw; ' +
        'red: what it may not). If the change is intended, remake them all with this browser: `pnpm screenshots:refresh`.'
      : 'If the change is intended, accept it with `pnpm test:stories -u`.';
    throw new Error(
      `The story ${story.id} looks different from its committed screenshot in ${changed.length} mode(s).\n` +
        `Look at the actual and diff images. ${accept}\n\n` +
        changed.join('\n\n'),
    );
  }
});
