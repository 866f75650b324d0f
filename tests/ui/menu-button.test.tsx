import * as lib from '@testing-library/react';
import { describeMenuButtonRules } from './shared/menu-button-rules.tsx';
import { uiTestLib } from './shared/test-lib.ts';

describeMenuButtonRules(uiTestLib(lib));
