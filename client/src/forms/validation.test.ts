import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  validateFields,
} from './validation.ts';
import { validationMessages } from './validationMessages.ts';

const valid = {
  firstName: 'Sara',
  lastName: 'Al Harbi',
  email: 'sara@example.com',
  password: 'Secret123',
  phoneNumber: '',
};

describe('sign-up rules (docs/members.md#validation)', () => {
  it('accepts a valid form', () => {
    expect(validateFields(signUpSchema, valid)).toEqual({});
  });

  it('names must be 2 to 30 characters', () => {
    expect(validateFields(signUpSchema, { ...valid, firstName: 'S', lastName: 'x'.repeat(31) })).toEqual({
      firstName: 'nameLength',
      lastName: 'nameLength',
    });
    expect(validateFields(signUpSchema, { ...valid, firstName: 'Sa', lastName: 'x'.repeat(30) })).toEqual({});
    expect(validateFields(signUpSchema, { ...valid, firstName: '   ' })).toEqual({ firstName: 'required' });
  });

  it('rejects an invalid email with "Email address is invalid"', () => {
    const errors = validateFields(signUpSchema, { ...valid, email: 'sara@' });
    expect(errors).toEqual({ email: 'emailInvalid' });
    expect(validationMessages[errors.email!].defaultMessage).toBe('Email address is invalid');
  });

  it.each([
    ['Short1a', 'too short'],
    ['lowercase1', 'no uppercase'],
    ['UPPERCASE1', 'no lowercase'],
    ['NoDigitsHere', 'no number'],
    ['١٢٣٤٥٦٧٨Aa', 'Arabic-Indic digits are not a number'],
  ])('rejects the password %s (%s)', (password) => {
    expect(validateFields(signUpSchema, { ...valid, password })).toEqual({ password: 'passwordRules' });
  });

  it('accepts Saudi mobile numbers in every written form and rejects others with "Phone number is incorrect"', () => {
    for (const phoneNumber of ['0512345678', '512345678', '+966512345678', '00966512345678', '051 234 5678']) {
      expect(validateFields(signUpSchema, { ...valid, phoneNumber }), phoneNumber).toEqual({});
    }
    for (const phoneNumber of ['12345', '0412345678', '+971512345678']) {
      expect(validateFields(signUpSchema, { ...valid, phoneNumber }), phoneNumber).toEqual({
        phoneNumber: 'phoneInvalid',
      });
    }
    expect(validationMessages.phoneInvalid.defaultMessage).toBe('Phone number is incorrect');
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(validateFields(signUpSchema, {})).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });
});

describe('other member forms', () => {
  it('sign in needs a valid email and a password (no strength rule: old passwords still sign in)', () => {
    expect(validateFields(signInSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
    expect(validateFields(signInSchema, { email: 'nope', password: '' })).toEqual({
      email: 'emailInvalid',
      password: 'required',
    });
  });

  it('forgot password needs a valid email', () => {
    expect(validateFields(forgotPasswordSchema, { email: 'a@b.co' })).toEqual({});
    expect(validateFields(forgotPasswordSchema, { email: '' })).toEqual({ email: 'required' });
  });

  it('reset password: the rules, and the passwords must match', () => {
    expect(validateFields(resetPasswordSchema, { password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({});
    expect(validateFields(resetPasswordSchema, { password: 'Secret123', confirmPassword: 'Secret124' })).toEqual({
      confirmPassword: 'passwordsMustMatch',
    });
    expect(validateFields(resetPasswordSchema, { password: 'weak', confirmPassword: 'weak' })).toEqual({
      password: 'passwordRules',
    });
  });

  it('profile: names and phone', () => {
    expect(validateFields(profileSchema, { firstName: 'Sara', lastName: 'Saleh', phoneNumber: '0512345678' })).toEqual(
      {},
    );
    expect(validateFields(profileSchema, { firstName: 'S', lastName: 'Saleh', phoneNumber: '1' })).toEqual({
      firstName: 'nameLength',
      phoneNumber: 'phoneInvalid',
    });
  });
});
