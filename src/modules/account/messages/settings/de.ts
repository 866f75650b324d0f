import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';
import shared from './shared/de.ts';
import address from './address/de.ts';
import account from './account/de.ts';
import twoFactor from './two-factor/de.ts';
import devices from './devices/de.ts';
import notifications from './notifications/de.ts';
import privacy from './privacy/de.ts';
import terms from './terms/de.ts';
import sponsor from './sponsor/de.ts';
import apiTokens from './api-tokens/de.ts';

export default {
  ...shared,
  ...address,
  ...account,
  ...twoFactor,
  ...devices,
  ...notifications,
  ...privacy,
  ...terms,
  ...sponsor,
  ...apiTokens,
} satisfies Messages<typeof en>;
