import { describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  detectLanguage,
  interpolate,
  i18n,
  loadMessages,
  setLangTarget,
  setLocale,
  t,
  type MessageLoaders,
  type MessageTable,
  type Messages,
} from '../../../src/core/i18n/i18n.ts';

const walletEn = { balance: 'Balance: {amount}', title: 'Wallet', only: { english: 'Only in English' } };
const walletDe = { balance: 'Guthaben: {amount}', title: 'Geldbörse', only: {} };

/** Loaders that count their calls, as `() => import('./messages/en.ts')` would be called. */
function countingLoaders(en: MessageTable, de: MessageTable) {
  const calls = { en: 0, de: 0 };
  const loaders: MessageLoaders = {
    en: async () => (calls.en++, { default: en }),
    de: async () => (calls.de++, { default: de }),
  };
  return { calls, loaders };
}

describe('detectLanguage (docs/spec.md §4)', () => {
  it('takes the saved language first', () => {
    expect(detectLanguage('de', 'en-US')).toBe('de');
  });

  it('takes the browser language cut to its first two letters when none is saved', () => {
    expect([detectLanguage(null, 'de-AT'), detectLanguage('', 'en-GB'), detectLanguage(undefined, 'DE')]).toEqual([
      'de',
      'en',
      'de',
    ]);
  });

  it("maps the browser language 'ch' to German", () => {
    expect(detectLanguage(null, 'ch')).toBe('de');
    expect(detectLanguage(null, 'ch-CH')).toBe('de');
  });

  it('uses English when the language is not available', () => {
    expect([detectLanguage(null, 'fr-FR'), detectLanguage('it', 'de-DE'), detectLanguage(null, null)]).toEqual([
      'en',
      'en',
      'en',
    ]);
  });
});

describe('message tables', () => {
  it('loads nothing when a module registers its tables', () => {
    const i = createI18n();
    const wallet = countingLoaders(walletEn, walletDe);
    i.registerMessages('wallet', wallet.loaders);
    expect(wallet.calls).toEqual({ en: 0, de: 0 });
  });

  it('loads each module table for the current and the fallback language on demand', async () => {
    const i = createI18n();
    const wallet = countingLoaders(walletEn, walletDe);
    i.registerMessages('wallet', wallet.loaders);
    await i.setLocale('de');
    expect(wallet.calls).toEqual({ en: 1, de: 1 });
  });

  it('loads only the fallback table while the locale is the fallback', async () => {
    const i = createI18n();
    const wallet = countingLoaders(walletEn, walletDe);
    i.registerMessages('wallet', wallet.loaders);
    await i.loadMessages();
    expect(wallet.calls).toEqual({ en: 1, de: 0 });
  });

  it('skips tables already loaded or being loaded', async () => {
    const i = createI18n();
    const wallet = countingLoaders(walletEn, walletDe);
    i.registerMessages('wallet', wallet.loaders);
    await Promise.all([i.setLocale('de'), i.loadMessages(['wallet']), i.loadMessages()]);
    await i.loadMessages(['wallet']);
    await i.setLocale('de');
    expect(wallet.calls).toEqual({ en: 1, de: 1 });
  });

  it('loads only the modules asked for', async () => {
    const i = createI18n();
    const wallet = countingLoaders(walletEn, walletDe);
    const news = countingLoaders({ title: 'News' }, { title: 'Neuigkeiten' });
    i.registerMessages('wallet', wallet.loaders);
    i.registerMessages('news', news.loaders);
    await i.loadMessages(['news']);
    expect([wallet.calls.en, news.calls.en]).toEqual([0, 1]);
  });

  // docs/spec.md §9 "One file of texts": the widgets' tables are complete in both languages
  it('loads, on demand, a table only once asked and in the current language only, a switch included', async () => {
    const i = createI18n();
    i.loadOnDemand();
    const wallet = countingLoaders(walletEn, walletDe);
    const news = countingLoaders({ title: 'News' }, { title: 'Neuigkeiten' });
    i.registerMessages('wallet', wallet.loaders);
    i.registerMessages('news', news.loaders);
    await i.setLocale('de');
    expect([wallet.calls, news.calls]).toEqual([
      { en: 0, de: 0 },
      { en: 0, de: 0 },
    ]);
    await i.loadMessages(['wallet']);
    expect(i.t('wallet.title')).toBe('Geldbörse');
    await i.setLocale('en');
    expect([wallet.calls, news.calls]).toEqual([
      { en: 1, de: 1 },
      { en: 0, de: 0 },
    ]);
  });

  it("joins a part of a module's table registered on its own ('account.settings') to the module's table, in either order", async () => {
    for (const partFirst of [true, false]) {
      const i = createI18n();
      i.registerMessages(
        'account',
        countingLoaders({ login: 'Log in', settings: { tabs: { address: 'Address' } } }, {}).loaders,
      );
      i.registerMessages('account.settings', countingLoaders({ common: { save: 'Save' } }, {}).loaders);
      if (partFirst) await i.loadMessages(['account.settings']);
      await i.loadMessages(['account']);
      await i.loadMessages(['account.settings']);
      expect([i.t('account.login'), i.t('account.settings.tabs.address'), i.t('account.settings.common.save')]).toEqual(
        ['Log in', 'Address', 'Save'],
      );
    }
  });

  it("joins the groups of a part registered as 'account#screens' at the top of the module's table, in either order", async () => {
    for (const partFirst of [true, false]) {
      const i = createI18n();
      i.registerMessages('account', countingLoaders({ login: { title: 'Log in' } }, {}).loaders);
      i.registerMessages('account#screens', countingLoaders({ register: { title: 'Register' } }, {}).loaders);
      if (partFirst) await i.loadMessages(['account#screens']);
      await i.loadMessages(['account']);
      await i.loadMessages(['account#screens']);
      expect([i.t('account.login.title'), i.t('account.register.title')]).toEqual(['Log in', 'Register']);
    }
  });

  it('rejects loading a module without registered messages', async () => {
    await expect(createI18n().loadMessages(['chat'])).rejects.toThrow('No messages are registered for module "chat".');
  });

  it('loads a table again after a failed load', async () => {
    const i = createI18n();
    let attempts = 0;
    i.registerMessages('news', {
      en: async () => {
        if (++attempts === 1) throw new Error('chunk failed');
        return { default: { title: 'News' } };
      },
      de: async () => ({ default: { title: 'Neuigkeiten' } }),
    });
    await expect(i.loadMessages()).rejects.toThrow('chunk failed');
    await i.loadMessages();
    expect(i.t('news.title')).toBe('News');
  });
});

describe('setLocale', () => {
  it('switches $locale to the language, normalised by the docs/spec.md §4 rules', async () => {
    const i = createI18n();
    await i.setLocale('de-CH');
    expect(i.$locale.get()).toBe('de');
    await i.setLocale('fr');
    expect(i.$locale.get()).toBe('en');
  });

  it('sets the lang attribute of the document element', async () => {
    const i = createI18n({ langTarget: document.documentElement });
    await i.setLocale('de');
    expect(document.documentElement.lang).toBe('de');
    await i.setLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the page lang alone without a lang target (a widget on a host page)', async () => {
    document.documentElement.lang = 'fr';
    const i = createI18n({ langTarget: null });
    await i.setLocale('de');
    expect(document.documentElement.lang).toBe('fr');
  });

  /** An instance on its way to German: the wallet's German table arrives when `releaseDe` is called. */
  async function switchingToGerman() {
    const i = createI18n();
    let releaseDe!: () => void;
    i.registerMessages('wallet', {
      en: async () => ({ default: walletEn }),
      de: () => new Promise((resolve) => (releaseDe = () => resolve({ default: walletDe }))),
    });
    const toGerman = i.setLocale('de');
    await Promise.resolve();
    return { i, releaseDe, toGerman };
  }

  it('keeps the last language asked for when switches overlap', async () => {
    const { i, releaseDe, toGerman } = await switchingToGerman();
    await i.setLocale('en');
    releaseDe();
    await toGerman;
    expect(i.$locale.get()).toBe('en');
  });

  it('loads a table registered while the language switches in the language it switches to', async () => {
    const { i, releaseDe, toGerman } = await switchingToGerman();
    // the members' texts register and load while a member's saved language is still on its way in
    i.registerMessages('common', {
      en: async () => ({ default: { hello: 'Hello' } }),
      de: async () => ({ default: { hello: 'Hallo' } }),
    });
    await i.loadMessages(['common']);
    releaseDe();
    await toGerman;
    expect(i.t('common.hello')).toBe('Hallo');
  });
});

describe('t', () => {
  async function world(locale: string) {
    const i = createI18n();
    i.registerMessages('wallet', countingLoaders(walletEn, walletDe).loaders);
    await i.setLocale(locale);
    return i;
  }

  it('translates module.key in the current language', async () => {
    expect((await world('de')).t('wallet.title')).toBe('Geldbörse');
  });

  it('interpolates {placeholder} params', async () => {
    const i = await world('en');
    expect(i.t('wallet.balance', { amount: '€12.50' })).toBe('Balance: €12.50');
  });

  it('leaves a placeholder without a param visible', () => {
    expect(interpolate('Hello {name}, you have {count} new', { count: 3 })).toBe('Hello {name}, you have 3 new');
  });

  it('falls back to the fallback language for a key missing in the current one', async () => {
    expect((await world('de')).t('wallet.only.english')).toBe('Only in English');
  });

  it('returns the key when no language has it', async () => {
    expect((await world('de')).t('wallet.nothing.here')).toBe('wallet.nothing.here');
  });

  it('returns the key when it names a group rather than a text', async () => {
    expect((await world('en')).t('wallet.only')).toBe('wallet.only');
  });
});

describe('stores for views', () => {
  it('bumps $messages when a table loads, so views re-render', async () => {
    const i = createI18n();
    i.registerMessages('wallet', countingLoaders(walletEn, walletDe).loaders);
    const versions: number[] = [];
    const unsubscribe = i.$messages.listen((v) => versions.push(v));
    await i.setLocale('de');
    unsubscribe();
    expect(versions).toEqual([1, 2]);
  });

  it('changes $i18n when the locale changes', async () => {
    const i = createI18n();
    const listener = vi.fn();
    const unsubscribe = i.$i18n.listen(listener);
    await i.setLocale('de');
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.calls[0][0].locale).toBe('de');
  });
});

describe('the shared instance', () => {
  it('registers the core tables and follows the document language', async () => {
    await setLocale('de');
    await loadMessages(['core']);
    expect([t('core.errors.tooManyRequests.title'), document.documentElement.lang, i18n.$locale.get()]).toEqual([
      'Zu viele Anfragen',
      'de',
      'de',
    ]);
    setLangTarget(null);
    await setLocale('en');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('Messages<T>', () => {
  it('types a translation with exactly the nested keys of the English table', () => {
    const en = { a: 'A', group: { b: 'B' } };
    const de = { a: 'Ä', group: { b: 'Ö' } } satisfies Messages<typeof en>;
    // @ts-expect-error: group.b is missing
    const missing = { a: 'Ä', group: {} } satisfies Messages<typeof en>;
    // @ts-expect-error: extra is not an English key
    const extra = { a: 'Ä', group: { b: 'Ö' }, extra: 'x' } satisfies Messages<typeof en>;
    // @ts-expect-error: a text must be a string
    const number = { a: 1, group: { b: 'Ö' } } satisfies Messages<typeof en>;
    expect([de, missing, extra, number]).toHaveLength(4); // the rule itself is checked by `npm run typecheck`
  });
});

describe('$i18n kept mounted', () => {
  it('starts no timer when read with no listener: every useStore($i18n) reads it so in a first render', () => {
    const i = createI18n();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      for (let n = 0; n < 5; n++) i.$i18n.get();
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
  });
});
