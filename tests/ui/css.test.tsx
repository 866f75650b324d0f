import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Badge } from '../../src/ui/badge.tsx';
import { Button } from '../../src/ui/button.tsx';
import { dialogCss, tokensCss, uiCss } from '../../src/ui/css.ts';
import { Dialog } from '../../src/ui/dialog.tsx';
import { TextField } from '../../src/ui/form-field.tsx';
import { CheckboxField } from '../../src/ui/checkbox-field.tsx';
import { SelectField } from '../../src/ui/select-field.tsx';
import { Icon, iconNames } from '../../src/ui/icon.tsx';
import { MenuButton } from '../../src/ui/menu-button.tsx';
import { MenuItem } from '../../src/ui/menu-item.tsx';
import { Spinner } from '../../src/ui/spinner.tsx';
import { Skeleton } from '../../src/ui/skeleton.tsx';
import { adoptStyles } from '../../src/ui/styles.ts';
import { Toaster } from '../../src/ui/toast.tsx';
import { showToast, clearToasts } from '../../src/ui/toasts.ts';

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('kit styles', () => {
  it("renders no style attribute and no <style> element anywhere (strict CSP style-src 'self').", () => {
    showToast({ kind: 'info', text: 'Hi' });
    render(
      <>
        <Button loading>Save</Button>
        <Spinner label="Loading" />
        <Skeleton lines={2} />
        <Badge count={5} />
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
        <TextField label="Name" value="" onInput={() => {}} error="Required" hint="Hint" />
        <SelectField label="Country" value="" onInput={() => {}} options={[{ value: 'DE', label: 'Germany' }]} />
        <CheckboxField label="Terms" value={false} onInput={() => {}} />
        <MenuButton label="Menu">
          <MenuItem>One</MenuItem>
        </MenuButton>
        <Toaster label="Messages" dismissLabel="Dismiss" />
        <Dialog
          open
          title="Dialog"
          onClose={() => {}}
          icon={<Icon name="error" />}
          closeLabel="Close"
          actions={<Button>OK</Button>}
        >
          Body
        </Dialog>
      </>,
    );
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('sets the docs/spec.md §9 default dialog width of 32em.', () => {
    expect(dialogCss).toMatch(/\.club-dialog\s*\{[^}]*width:\s*32em/);
  });

  it('defines light tokens, an explicit dark theme for the portal and for widget hosts, and a system-preference dark theme.', () => {
    expect(tokensCss).toMatch(/:root,\s*:host\s*\{/);
    expect(tokensCss).toContain("[data-theme='dark']");
    expect(tokensCss).toContain(":host([theme='dark'])");
    expect(tokensCss).toMatch(/@media\s*\(prefers-color-scheme:\s*dark\)/);
    for (const name of ['primary', 'success', 'warning', 'danger', 'info'])
      expect(tokensCss).toContain(`--club-color-${name}:`);
  });

  it('adopts every kit stylesheet into a widget shadow root.', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root, ...uiCss);
    expect(root.adoptedStyleSheets).toHaveLength(uiCss.length);
    expect(uiCss.every((css) => css.length > 0)).toBe(true);
  });
});
