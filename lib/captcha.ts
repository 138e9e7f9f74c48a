/** The sandbox plays the captcha service (DESIGN §4): with no real site key, the widget answers this test key. */
export const CAPTCHA_TEST_RESPONSE = 'sandbox-captcha-ok';
