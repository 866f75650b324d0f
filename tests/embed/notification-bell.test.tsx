// The same bell under preact/compat, as the widget bundle renders it (react is aliased here), with
// the widget's dropdown: a part fetched when the bell first opens.
import * as lib from '@testing-library/preact';
import * as compat from 'preact/compat';
import * as react from 'react';
import { expect, it } from 'vitest';
import { BellDropdown } from '../../embed/widgets/bell-popups.tsx';
import { describeBellRules } from '../modules/notifications/shared/bell-rules.tsx';
import { uiTestLib } from '../ui/shared/test-lib.ts';

it('runs the bell on preact/compat, as the widgets bundle does.', () => {
  expect(react.useState).toBe(compat.useState);
});

describeBellRules(uiTestLib(lib), BellDropdown);
