// Draws the install icons of the cabinet's manifests (apps/cabinet/public/icons) from the school's
// mark (apps/cabinet/public/favicon.svg) with the project's Chromium: `node scripts/pwa-icons.mjs`
// after the mark changes; the icons are committed. The SVG mark itself is the manifests' vector icon.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/cabinet/public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// A maskable icon is cut to the device's shape (a circle, a squircle): its square fills the whole
// icon, and the letter stays inside the central circle every shape keeps (40 % of the side in
// radius; the letter's farthest corner is at 29 %).
const fullBleed = mark.replace(/ rx="[\d.]+"/, '');
if (fullBleed === mark)
  throw new Error('favicon.svg: no rounded square (rx) to make the maskable icon from.');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
];

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumArgs, '--headless=new'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html, body { margin: 0 } svg { display: block }</style>${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}`,
    );
    await page.locator('svg').screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    console.log(`apps/cabinet/public/icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
