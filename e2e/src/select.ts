import type { Locator, Page } from 'playwright-core';
import { until } from './accounts-support.ts';

/**
 * Chooses the option showing `option` in an antd Select or TreeSelect of a form and checks that the form item
 * then shows it (typing `typed` first for a searched select). On a loaded machine (CI, 2026-11-27) a click on a
 * tree option while the dropdown was still opening was not taken: the field stayed empty and the form said
 * 请选择库位. A user sees the empty field and picks again; so does this, at most three times.
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  option: string,
  typed?: string,
): Promise<void> {
  const item = field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-form-item ")][1]');
  const choice = page.locator('.ant-select-dropdown:visible').getByText(option, { exact: false });
  for (let attempt = 1; ; attempt += 1) {
    try {
      // open the field unless its dropdown already offers the option (another select's may still be closing)
      if ((await choice.count()) === 0) {
        await field.click();
        if (typed) await page.keyboard.type(typed);
      }
      await choice.first().click({ timeout: 10_000 });
      await until(async () => (await item.innerText()).includes(option), `the field shows ${option}`, 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
