// Texts of the settings pages, read as 'account.settings.<group>.<name>': registered on its own as
// 'account.settings' and loaded with the first settings page (pages/settings/index.ts), so the login
// screen does not carry them. The tab labels are in the module's table (../en.ts), since
// the settings frame shows them beside any module's page. Placeholders in curly braces (docs/spec.md §9).
// One file per settings page (./<page>/en.ts), its keys as before.
import shared from './shared/en.ts';
import address from './address/en.ts';
import account from './account/en.ts';
import twoFactor from './two-factor/en.ts';
import devices from './devices/en.ts';
import notifications from './notifications/en.ts';
import privacy from './privacy/en.ts';
import terms from './terms/en.ts';
import sponsor from './sponsor/en.ts';
import apiTokens from './api-tokens/en.ts';

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
};
