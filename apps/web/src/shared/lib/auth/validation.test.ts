import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema, validateForm } from './validation';

const valid = { email: 'owner@northwind-hvac.example', password: 'demo-portal-2026' };

describe('sign-in validation (spec 000 §5)', () => {
  it('accepts an email and a password of 7 or more characters', () => {
    expect(validateForm(signInSchema, valid)).toEqual({ ok: true, data: valid });
    expect(validateForm(signInSchema, { ...valid, password: '1234567' }).ok).toBe(true);
  });

  it.each([
    ['', 'signIn.validation.noEmail'],
    ['   ', 'signIn.validation.noEmail'],
    ['owner', 'signIn.validation.invalidEmail'],
    ['owner@', 'signIn.validation.invalidEmail'],
    ['@northwind.example', 'signIn.validation.invalidEmail'],
    ['owner@northwind', 'signIn.validation.invalidEmail'],
    ['owner@northwind.', 'signIn.validation.invalidEmail'],
    ['own er@northwind.example', 'signIn.validation.invalidEmail'],
  ])('email %j gives %s', (email, key) => {
    expect(validateForm(signInSchema, { ...valid, email })).toEqual({
      ok: false,
      errors: { email: key },
    });
  });

  it.each([
    ['', 'signIn.validation.passwordRequired'],
    ['1', 'signIn.validation.passwordLength'],
    ['123456', 'signIn.validation.passwordLength'],
  ])('password %j gives %s', (password, key) => {
    expect(validateForm(signInSchema, { ...valid, password })).toEqual({
      ok: false,
      errors: { password: key },
    });
  });

  it('reports each field once, its first problem', () => {
    expect(validateForm(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: {
        email: 'signIn.validation.noEmail',
        password: 'signIn.validation.passwordRequired',
      },
    });
  });
});

describe('sign-up validation', () => {
  it('accepts names of letters, whitespace, digits, apostrophe, underscore, dot and hyphen', () => {
    for (const name of ["Jean-Luc O'Neil", 'Zoë Ångström', 'R2_D2 Jr.']) {
      expect(validateForm(signUpSchema, { ...valid, name }).ok).toBe(true);
    }
  });

  it.each([
    ['', 'signUp.validation.noName'],
    ['Bobby <script>', 'signUp.validation.invalidName'],
    ['a@b', 'signUp.validation.invalidName'],
  ])('name %j gives %s', (name, key) => {
    expect(validateForm(signUpSchema, { ...valid, name })).toEqual({
      ok: false,
      errors: { name: key },
    });
  });

  it('applies the sign-in rules to email and password', () => {
    expect(validateForm(signUpSchema, { name: 'Ann', email: 'x', password: 'short' })).toEqual({
      ok: false,
      errors: {
        email: 'signIn.validation.invalidEmail',
        password: 'signIn.validation.passwordLength',
      },
    });
  });
});
