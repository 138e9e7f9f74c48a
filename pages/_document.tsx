import { errorPageLocale } from '@/lib/i18n/error-locale';
import Document, { Head, Html, Main, NextScript, type DocumentContext } from 'next/document';

/** Only the pages router's error page (pages/_error.tsx) uses this; every storefront page lives under app/. */
export default class ErrorDocument extends Document<{ lang: string }> {
  static override async getInitialProps(ctx: DocumentContext) {
    const initial = await Document.getInitialProps(ctx);
    return { ...initial, lang: errorPageLocale(ctx.req?.url, ctx.query.lang) };
  }

  override render() {
    const { lang } = this.props;
    return (
      <Html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
