/**
 * Webpack loader for the message catalogues a client module imports (the booking modal loads its words with its
 * chunk): the catalogue compiled for use-intl's `format-only` formatter, which next.config.mjs gives the client layers.
 */
module.exports = function compiledMessagesLoader(source) {
  const done = this.async();
  import('./compile-messages.mjs')
    .then(({ compileMessages }) => done(null, `export default ${JSON.stringify(compileMessages(JSON.parse(source)))};`))
    .catch(done);
};
