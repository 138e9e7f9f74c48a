'use client';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cleanEmiratesIdInput, ID_NUMBER_MAX } from '@/lib/validation/emirates-id';

/**
 * A configured form's emirates_id field (spec §3 additional field type) as the visitor form's Emirates ID: digits
 * only, 15 at most (spec §5, §9: dashes optional, so typed or pasted dashes are dropped, never cut into the 15),
 * checked on blur (spec §5 'validated on blur') with the shared schema's messages.
 */
export function EmiratesIdInput({
  id,
  registration,
  validate,
  ...aria
}: { id: string; registration: UseFormRegisterReturn; validate: () => void } & React.AriaAttributes) {
  const { onChange, onBlur } = registration;
  return (
    <input
      {...registration}
      {...aria}
      id={id}
      type="text"
      maxLength={ID_NUMBER_MAX}
      inputMode="numeric"
      autoComplete="off"
      placeholder="784XXXXXXXXXXXX"
      dir="ltr"
      onChange={(e) => {
        e.currentTarget.value = cleanEmiratesIdInput(e.currentTarget.value);
        return onChange(e);
      }}
      onPaste={(e) => {
        // A number pasted with its dashes still fits the 15 characters (the dashes are dropped, not the last digits).
        e.preventDefault();
        const input = e.currentTarget;
        input.value = cleanEmiratesIdInput(e.clipboardData.getData('text'));
        void onChange({ target: input, type: 'change' });
      }}
      onBlur={async (e) => {
        await onBlur(e);
        validate();
      }}
    />
  );
}
