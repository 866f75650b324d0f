// OpenAPI paths of server/modules/settings/routes-address.ts.
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';
import { bearer, body, changeErrors, json, nullable, readErrors, tags, userResponse } from './openapi-common.ts';

const address: Schema = {
  type: 'object',
  required: ['firstname', 'lastname'],
  properties: {
    firstname: { type: 'string', maxLength: 255 },
    lastname: { type: 'string', maxLength: 255 },
    street: nullable('string', { maxLength: 255 }),
    zip: nullable('string', { maxLength: 20 }),
    city: nullable('string', { maxLength: 255 }),
    country: nullable('string', {
      description: 'ISO 3166-1 alpha-2, one of the country-region-data countries',
      examples: ['DE'],
    }),
    region: nullable('string', {
      description:
        'A region of that country: its shortCode, or its name where the shortCode is missing, empty or shared by several regions. Required when the country has regions; answered in that canonical form.',
      examples: ['BE'],
    }),
  },
};

export const settingsAddressPaths: OpenApiPaths = {
  '/api/user/settings/address': {
    get: {
      tags,
      summary: "The member's postal address",
      security: bearer,
      responses: {
        200: { description: 'The address (empty strings/null when not set)', content: json(address) },
        ...readErrors,
      },
    },
    put: {
      tags,
      summary: 'Save the postal address',
      description:
        'Empty strings count as null. `address_is_filled` of the answered User is true once firstname, lastname, street, zip, city and country are set.',
      security: bearer,
      requestBody: body(address),
      responses: { ...userResponse('The member with the new address'), ...changeErrors },
    },
  },
};
