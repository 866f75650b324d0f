// The common module's texts (docs/spec.md §4): the set a guest's screen loads, and its members' part
// loaded with the members' shell.
import { describe, expect, it } from 'vitest';
import { loadMessages, registerMessages, t } from '../../../src/core/i18n/i18n.ts';
import { commonModule, loadMemberTexts } from '../../../src/modules/common/index.ts';
import en from '../../../src/modules/common/messages/en.ts';
import member from '../../../src/modules/common/messages/member/en.ts';

describe('common texts', () => {
  it("keeps the members' groups (sidebar, top bar, member dialogs and pages) out of the set a guest loads.", () => {
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['pages', 'language', 'toasts', 'errors', 'error500']));
    for (const group of ['sidebar', 'topBar', 'terms', 'instructions', 'dashboard', 'ghost'])
      expect(Object.keys(en), group).not.toContain(group);
  });

  it("loadMemberTexts joins the members' part to the common set under the same keys.", async () => {
    registerMessages('common', commonModule.messages!);
    await Promise.all([loadMessages(['common']), loadMemberTexts()]);
    expect(t('common.topBar.logout')).toBe(member.topBar.logout);
    expect(t('common.toasts.label')).toBe(en.toasts.label);
  });
});
