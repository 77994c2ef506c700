import { expect, type Locator, type Page } from '@playwright/test';

/** The box a table scrolls in (the library's scroll viewport, or Mantine's Table.ScrollContainer). */
export function scrollBoxOf(table: Locator): Locator {
  return table.locator('xpath=ancestor::div[contains(@class,"mantine-ScrollArea-viewport")][1]');
}

/**
 * Scrolls a table with the mouse wheel over its rows, as a user would, until it will not move further; then
 * the last row, the header and (when the table has one) the total row are all in sight. Fails when the wheel
 * does not move the table at all although it is taller than its box.
 */
export async function wheelToLastRow(page: Page, table: Locator, options: { totals: boolean }): Promise<void> {
  const box = scrollBoxOf(table);
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const { clientHeight, scrollHeight } = await box.evaluate((element) => ({ clientHeight: element.clientHeight, scrollHeight: element.scrollHeight }));
  expect(scrollHeight, 'the table is taller than its box (the test needs rows to scroll)').toBeGreaterThan(clientHeight);
  if (options.totals) await expect(table.locator('tfoot tr').first(), 'the total row is in sight before scrolling').toBeInViewport();
  const bounds = await box.boundingBox();
  if (!bounds) throw new Error('the table is not shown');
  await page.mouse.move(bounds.x + Math.min(bounds.width / 2, 150), bounds.y + bounds.height / 2);
  let before = -1;
  for (let turn = 0; turn < 200; turn++) {
    const top = await box.evaluate((element) => element.scrollTop);
    if (top === before) break;
    before = top;
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(50);
  }
  const end = await box.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop);
  expect(end, 'the wheel scrolled the table to its end').toBeLessThanOrEqual(1);
  // its first cell whole (the row itself may be wider than a phone's window)
  await expect(table.locator('tbody tr').last().locator('td').first(), 'the last row is in sight').toBeInViewport({ ratio: 0.9 });
  await expect(table.locator('thead th').first(), 'the header stays in sight').toBeInViewport();
  if (options.totals) await expect(table.locator('tfoot tr').first(), 'the total row stays in sight').toBeInViewport();
}

/**
 * Every right-aligned (money) column of a table, with its total, is in sight or is brought into sight by scrolling
 * the table sideways with a visible scrollbar, while the first column stays in sight.
 */
export async function expectMoneyColumnsReachable(page: Page, table: Locator): Promise<void> {
  const box = scrollBoxOf(table);
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // money is right-aligned in the rows (the header may align its sort button otherwise)
  const moneyColumns = await table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr:first-child td'))
      .map((cell, index) => ({ index, right: getComputedStyle(cell).textAlign === 'right' && /\d/.test(cell.textContent ?? '') }))
      .filter((column) => column.right)
      .map((column) => column.index),
  );
  expect(moneyColumns.length, 'the table has money columns').toBeGreaterThan(0);
  const wide = await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  if (wide) {
    const scrollbar = table.locator('xpath=ancestor::div[contains(@class,"mantine-ScrollArea-root")][1]').locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
    await expect(scrollbar.first(), 'a table wider than its box shows a horizontal scrollbar').toBeVisible();
  }
  const firstColumn = table.locator('tbody tr').first().locator('td').first();
  for (const index of moneyColumns) {
    const header = table.locator('tbody tr').first().locator('td').nth(index);
    await header.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    await expect(header, `money column ${index + 1} (first row) can be brought into sight`).toBeInViewport({ ratio: 0.9 });
    const total = table.locator('tfoot tr').first().locator('th, td').nth(index);
    if ((await table.locator('tfoot tr').count()) > 0) await expect(total, `the total of column ${index + 1} is in sight with it`).toBeInViewport({ ratio: 0.9 });
    if ((await firstColumn.count()) > 0) await expect(firstColumn, 'the first column stays in sight').toBeInViewport();
  }
  await box.evaluate((element) => element.scrollTo({ left: 0 }));
}
