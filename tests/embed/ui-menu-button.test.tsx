// The menu button under preact/compat, as the widgets bundle renders it (react is aliased here).
import { expect, it } from 'vitest';
import * as lib from '@testing-library/preact';
import * as compat from 'preact/compat';
import * as react from 'react';
import { describeMenuButtonRules } from '../ui/shared/menu-button-rules.tsx';
import { uiTestLib } from '../ui/shared/test-lib.ts';

it('runs the menu button on preact/compat, as the widgets bundle does.', () => {
  expect(react.useState).toBe(compat.useState);
});

describeMenuButtonRules(uiTestLib(lib));
