/** The user the http layer's tests are answered with (any user will do: they test the layer). */
export const HTTP_TEST_USER = {
  id: 1,
  name: 'Олена',
  nameEn: null,
  email: 'a@b.co',
  phone: null,
  avatar: null,
  spaces: ['student'],
  company_name: null,
};
