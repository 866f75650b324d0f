// Settings: the postal address (server/modules/settings/routes-address.ts), checked against country-region-data.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, limitedTokenFor, signedInMember } from './settings-helpers.ts';

const berlin = {
  firstname: 'Mia',
  lastname: 'Member',
  street: 'Hauptstr. 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  region: 'BE',
};

describe('GET user/settings/address', () => {
  it('answers the stored address', async () => {
    const m = await signedInMember({ address: true });
    const res = await m.as('GET', '/api/user/settings/address');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(berlin);
  });

  it('answers empty names and null fields before the member saved an address', async () => {
    const m = await signedInMember();
    const res = await m.as('GET', '/api/user/settings/address');
    expect(res.body).toEqual({
      firstname: '',
      lastname: '',
      street: null,
      zip: null,
      city: null,
      country: null,
      region: null,
    });
  });

  it('answers 401 Unauthenticated without a token', async () => {
    const res = await createWorld().call('GET', '/api/user/settings/address');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 to a token without the full ability (an API token)', async () => {
    const m = await signedInMember();
    const res = await m.w.call('GET', '/api/user/settings/address', { token: limitedTokenFor(m.w, m.user) });
    expect(res.status).toBe(403);
  });
});

describe('PUT user/settings/address', () => {
  it('saves a complete address and answers the User with address_is_filled true', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', berlin);
    expect(res.status).toBe(200);
    expect(res.body.address_is_filled).toBe(true);
    expect(res.body.address).toEqual(berlin);
    expect((await m.as('GET', '/api/user/settings/address')).body).toEqual(berlin);
  });

  it('keeps address_is_filled false while street, zip, city or country are missing', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', { firstname: 'Mia', lastname: 'Member' });
    expect(res.status).toBe(200);
    expect(res.body.address_is_filled).toBe(false);
  });

  it('answers 422 with field errors for missing names', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', { ...berlin, firstname: ' ', lastname: null });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstname: ['The first name field is required.'],
      lastname: ['The last name field is required.'],
    });
  });

  it('refuses a country that is not an ISO alpha-2 code of the list', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', { ...berlin, country: 'XX', region: null });
    expect(res.status).toBe(422);
    expect(res.body.errors.country).toEqual(['The selected country is invalid.']);
  });

  it('refuses a region that does not belong to the country', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', { ...berlin, region: 'CA' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ region: ['The selected region is invalid.'] });
  });

  it('requires a region when the country has regions', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', { ...berlin, region: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ region: ['The region field is required when country is DE.'] });
  });

  it('requires a country when a region is given', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', { ...berlin, country: null, region: 'CA' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ country: ['The country field is required when region is present.'] });
  });

  it('stores a region given by name or lowercase code in its canonical form', async () => {
    const m = await signedInMember();
    expect(
      (await m.as('PUT', '/api/user/settings/address', { ...berlin, country: 'de', region: 'Bayern' })).body.address,
    ).toMatchObject({ country: 'DE', region: 'BY' });
    expect((await m.as('PUT', '/api/user/settings/address', { ...berlin, region: 'hh' })).body.address.region).toBe(
      'HH',
    );
  });

  it('identifies a region without a usable shortCode by its name', async () => {
    const m = await signedInMember();
    // Radoviš (North Macedonia) has an empty shortCode, Aitutaki (Cook Islands) none at all.
    expect(
      (await m.as('PUT', '/api/user/settings/address', { ...berlin, country: 'MK', region: 'Radoviš' })).body.address
        .region,
    ).toBe('Radoviš');
    expect(
      (await m.as('PUT', '/api/user/settings/address', { ...berlin, country: 'CK', region: 'Aitutaki' })).body.address
        .region,
    ).toBe('Aitutaki');
    expect(
      (await m.as('PUT', '/api/user/settings/address', { ...berlin, country: 'CK', region: 'undefined' })).status,
    ).toBe(422);
  });

  it('answers 422, never 5xx, to fields of the wrong type', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/address', {
      firstname: ['x'],
      lastname: {},
      street: 5,
      zip: 'x'.repeat(21),
      country: true,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['country', 'firstname', 'lastname', 'street', 'zip']);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('PUT', '/api/user/settings/address', { body: berlin })).status).toBe(401);
  });

  it('refuses changes from a ghost-mode session with 403', async () => {
    const m = await signedInMember();
    const res = await m.w.call('PUT', '/api/user/settings/address', {
      token: ghostTokenFor(m.w, m.user),
      body: berlin,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Ghost mode is read-only: leave ghost mode to make changes.' });
  });
});
