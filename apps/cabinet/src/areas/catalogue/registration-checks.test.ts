import {
  CreateRegistrationRequestBody,
  createRegistrationRequestBodyCommentMax,
  createRegistrationRequestBodyNameMax,
  createRegistrationRequestBodyNameMin,
} from '@cabinet/api/zod/catalogue';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  NAME_MAX,
  NAME_MIN,
  commentCheck,
  nameCheck,
  phoneCheck,
  requestBody,
} from './registration-checks';

const valid = (values: { name: string; phone: string; comment: string }) =>
  nameCheck(values.name) === true &&
  phoneCheck(values.phone) === true &&
  commentCheck(values.comment) === true;

describe('the registration request rules', () => {
  it('use the contract’s limits', () => {
    expect(NAME_MIN).toBe(createRegistrationRequestBodyNameMin);
    expect(NAME_MAX).toBe(createRegistrationRequestBodyNameMax);
    expect(COMMENT_MAX).toBe(createRegistrationRequestBodyCommentMax);
  });

  it('say what is wrong with each field', () => {
    expect(nameCheck('   ')).toBe('catalogue:form.nameRequired');
    expect(nameCheck('О')).toBe('catalogue:form.nameShort');
    expect(nameCheck('x'.repeat(101))).toBe('catalogue:form.nameLong');
    expect(phoneCheck('')).toBe('ds:forms.phoneField.required');
    expect(phoneCheck('12-34')).toBe('ds:forms.phoneField.invalid');
    expect(commentCheck('x'.repeat(1001))).toBe('catalogue:form.commentLong');
  });

  it('accept exactly what the generated schema accepts', () => {
    const cases = [
      { name: 'Олена Коваль', phone: '+380 67 123 45 67', comment: '' },
      { name: 'Ян', phone: '(044) 234-56-78', comment: 'Ввечері' },
      { name: 'Олена', phone: '+380  67 123 45 67 ', comment: 'x'.repeat(1000) },
      { name: 'О', phone: '+380 67 123 45 67', comment: '' },
      { name: 'Олена', phone: '12-34', comment: '' },
      { name: 'Олена', phone: '+380 67 123 45 67', comment: 'x'.repeat(1001) },
    ];
    for (const values of cases) {
      expect(valid(values), JSON.stringify(values)).toBe(
        CreateRegistrationRequestBody.safeParse(requestBody(values)).success,
      );
    }
  });

  it('send trimmed values and no empty comment', () => {
    expect(requestBody({ name: ' Олена ', phone: ' +380  67 123 45 67', comment: '  ' })).toEqual({
      name: 'Олена',
      phone: '+380 67 123 45 67',
    });
  });
});
