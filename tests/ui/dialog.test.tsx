import * as lib from '@testing-library/react';
import { describeDialogRules } from './shared/dialog-rules.tsx';
import { uiTestLib } from './shared/test-lib.ts';

describeDialogRules(uiTestLib(lib));
