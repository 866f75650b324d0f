// The bell under React, as the portal's top bar renders it.
import * as lib from '@testing-library/react';
import { uiTestLib } from '../../../ui/shared/test-lib.ts';
import { describeBellRules } from '../shared/bell-rules.tsx';

describeBellRules(uiTestLib(lib));
