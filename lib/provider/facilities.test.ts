import { describe, expect, it } from 'vitest';
import { associatedCustomerSchema } from './facilities';
import { reshapeFamilyMember } from './facility-shapes';

describe('reshapeFamilyMember (spec §7 customers-associated, spec §5 visitor form)', () => {
  it('gives the visitor form its own shape, with the default country code and a numeric nationality id', () => {
    const wire = associatedCustomerSchema.parse({ customer_id: 9002, name: 'Omar Haddad', email: null, mobile_number: '501112244', dob: '2011-09-14', gender: 'Male', nationality: 784 });
    expect(reshapeFamilyMember(wire)).toEqual({
      customerId: 9002,
      name: 'Omar Haddad',
      email: '',
      countryCode: '971',
      mobileNumber: '501112244',
      dob: '2011-09-14',
      gender: 'Male',
      nationality: '784',
    });
  });
});
