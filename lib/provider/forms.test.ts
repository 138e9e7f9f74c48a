import { describe, expect, it } from 'vitest';
import { leadFormSchema, leadSubmission, leadSubmitSchema, reshapeLeadForm } from './forms';

describe('lead submission body (spec §7 POST leads)', () => {
  it('echoes the form with each answer in field order, a ticked disclaimer as yes, and the captcha response', () => {
    const lead = reshapeLeadForm(
      leadFormSchema.parse({
        form_name: 'Contact',
        form_description: 'Talk to us',
        lead_action_list_id: 4,
        form_fields: [
          { field_name: 'Name', type: 'text', is_required: 1 },
          { field_name: 'Terms', type: 'disclaimer_form' },
          { field_name: 'Sport', type: 'drop_down', options: [{ value: 'Padel' }] },
        ],
      }),
    );
    const body = leadSubmission(lead, ['Sara', true, { value: 'Padel' }], 'test-key');
    expect(leadSubmitSchema.parse(body)).toBeTruthy();
    expect(body.form_name).toBe('Contact');
    expect(body.lead_action_list_id).toBe(4);
    expect(body.form_fields.map((f) => [f.field_name, f.answer])).toEqual([
      ['Name', 'Sara'],
      ['Terms', 'yes'],
      ['Sport', { value: 'Padel' }],
    ]);
    expect(leadSubmission(lead, ['Sara', false, null], 'k').form_fields[1]!.answer).toBeNull();
    expect(body.recaptcha_response).toBe('test-key');
  });
});
