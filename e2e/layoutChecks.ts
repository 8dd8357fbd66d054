import { expect, type Locator, type Page } from '@playwright/test';

/** The phone the layout is held to. */
export const PHONE = { width: 390, height: 844 };

/**
 * Measurements of how text and boxes are laid out, taken in the page, for the specs that hold
 * the layout to what a reader needs (names whole, headers readable, scrollers that say so).
 */

/**
 * Where each element's text wraps inside a word, as "before / after": a tool's name may wrap
 * only after `_`, `-`, `.`, `/` or `:` or where a camelCase word starts. Empty when none does.
 */
export const midWordBreaks = (names: Locator): Promise<string[]> =>
  names.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const chars: { c: string; top: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ c: text[i] ?? '', top: rect.top });
        }
      }
      const text = chars.map((each) => each.c).join('');
      const breaks: string[] = [];
      for (let i = 1; i < chars.length; i++) {
        if (Math.abs((chars[i]?.top ?? 0) - (chars[i - 1]?.top ?? 0)) < 2) continue;
        const before = text[i - 1] ?? '';
        const after = text[i] ?? '';
        const next = text[i + 1] ?? '';
        const between =
          /[_\-./:]/.test(before) ||
          (/[\p{Ll}\d]/u.test(before) && /\p{Lu}/u.test(after)) ||
          (/\p{Lu}/u.test(before) && /\p{Lu}/u.test(after) && /\p{Ll}/u.test(next));
        if (!between) breaks.push(`${text.slice(0, i)} / ${text.slice(i)}`);
      }
      return breaks;
    }),
  );

/** The cells whose text is cut (an ellipsis, or clipped): each as its text and widths. */
export const cutCells = (cells: Locator): Promise<string[]> =>
  cells.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `"${element.textContent?.trim()}" needs ${element.scrollWidth} px, has ${element.clientWidth}`,
      ),
  );

/** How far the page overflows sideways, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements wider than the window, to name in a failure (never the page's own boxes). */
const culprits = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)}`,
      );
  });

/** The page does not scroll sideways; else the elements past its edge are named. */
export const expectNoSideScroll = async (page: Page) => {
  expect(await overflow(page), (await culprits(page)).join('\n')).toBeLessThanOrEqual(0);
};
