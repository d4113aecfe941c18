// Passkeys through the staff API, on each engine, with a software authenticator (an ECDSA P-256 key
// and the WebAuthn messages a browser would pass on): register while signed in, sign in with it
// anonymously, and the refusals: a replayed or foreign challenge, another origin, a cloned
// authenticator's stale counter, a deleted passkey, a disabled account. (The browser side, with
// Chromium's virtual authenticator, is the staff UI's end-to-end test.)
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ENGINES } from './engines.mjs';
import { cookieOf, PASSWORD, SITE, startStaff } from './staff-helpers.mjs';

const b64url = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes).toString('base64url');
const sha256 = (/** @type {Uint8Array | string} */ data) => createHash('sha256').update(data).digest();

/** The little CBOR WebAuthn needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(/** @type {unknown} */ value) {
  const head = (/** @type {number} */ major, /** @type {number} */ length) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  throw new Error(`cbor: ${typeof value}`);
}

/** An authenticator with one discoverable credential, verifying its user (UV) every time. */
function softwareAuthenticator(/** @type {string} */ origin) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const rpId = new URL(origin).hostname;
  const clientData = (/** @type {string} */ type, /** @type {string} */ challenge, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  const authData = (/** @type {number} */ flags, /** @type {Buffer} */ extra = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };
  return {
    id: b64url(credentialId),
    /** The answer to navigator.credentials.create() for `options`. */
    register(/** @type {any} */ options) {
      userHandle = options.user.id;
      const coseKey = cbor(
        new Map([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const length = Buffer.from([0, credentialId.length]);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const attestationObject = cbor(
        new Map([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(0x01 | 0x04 | 0x40, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to navigator.credentials.get() for `options`, from the page at `from`. */
    authenticate(/** @type {any} */ options, { from = origin, count = counter + 1 } = {}) {
      counter = count;
      const data = authData(0x01 | 0x04);
      const client = clientData('webauthn.get', options.challenge, from);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

for (const engine of ENGINES)
  describe(`staff passkeys (${engine.label})`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startStaff>>} */
    let staff;
    before(async () => {
      staff = await startStaff({ engine: engine.name });
      await staff.addAccount('keys@crestline.example', 'advisor');
    });
    after(async () => {
      await staff?.dispose();
    });

    const register = async (
      /** @type {any} */ browser,
      /** @type {ReturnType<typeof softwareAuthenticator>} */ authenticator,
    ) => {
      const options = (
        await staff.call('POST', '/staff/api/passkeys/register-options', {
          as: browser,
          body: { currentPassword: PASSWORD },
        })
      ).json();
      assert.equal(options.rp.id, 'localhost');
      assert.equal(options.authenticatorSelection.userVerification, 'required');
      return staff.call('POST', '/staff/api/passkeys/register-verify', {
        as: browser,
        body: { response: authenticator.register(options), name: 'Laptop' },
      });
    };
    const signInOptions = async () =>
      (await staff.call('POST', '/staff/api/passkeys/sign-in-options', { body: {} })).json();

    test('register a passkey, sign out, sign in with it', async () => {
      const browser = await staff.signIn('keys@crestline.example');
      const authenticator = softwareAuthenticator(SITE);
      const registered = await register(browser, authenticator);
      assert.equal(registered.statusCode, 201, registered.body);
      assert.deepEqual(
        { ...registered.json(), createdAt: undefined },
        { id: authenticator.id, name: 'Laptop', createdAt: undefined, lastUsedAt: null },
      );
      assert.equal((await staff.call('GET', '/staff/api/passkeys', { as: browser })).json().passkeys.length, 1);
      await staff.call('POST', '/staff/api/sign-out', { as: browser });

      const { challengeId, options } = await signInOptions();
      const signedIn = await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
        body: { challengeId, response: authenticator.authenticate(options) },
      });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.equal(signedIn.json().account.email, 'keys@crestline.example');
      const session = { cookie: cookieOf(signedIn), ...signedIn.json() };
      assert.equal((await staff.call('GET', '/staff/api/session', { as: session })).statusCode, 200);
      assert.ok((await staff.call('GET', '/staff/api/passkeys', { as: session })).json().passkeys[0].lastUsedAt);
    });

    test('attack: a borrowed session cannot add a passkey without the password; the account is told of each one added', async () => {
      const browser = await staff.signIn('keys@crestline.example');
      const options = (/** @type {unknown} */ body) =>
        staff.call('POST', '/staff/api/passkeys/register-options', { as: browser, body });
      for (const body of [{}, { currentPassword: 'not my password at all' }]) {
        const refused = await options(body);
        assert.equal(refused.statusCode, 400, refused.body);
        assert.ok(refused.json().fields.currentPassword, 'names the password field');
        assert.equal(refused.json().fields.rp, undefined);
      }
      const notices = () =>
        staff.ctx.db
          .selectFrom('outbox')
          .select(['recipient', 'data'])
          .where('template', '=', 'passkey-added')
          .execute();
      const before = (await notices()).length;
      const authenticator = softwareAuthenticator(SITE);
      const registered = await register(browser, authenticator);
      assert.equal(registered.statusCode, 201, 'with the password, the passkey is added');
      const sent = await notices();
      assert.equal(sent.length, before + 1);
      assert.equal(sent.at(-1)?.recipient, 'keys@crestline.example');
    });

    test('a used challenge, a page of another origin and a stale counter are refused', async () => {
      const browser = await staff.signIn('keys@crestline.example');
      const authenticator = softwareAuthenticator(SITE);
      assert.equal((await register(browser, authenticator)).statusCode, 201);
      const first = await signInOptions();
      const answer = authenticator.authenticate(first.options);
      assert.equal(
        (
          await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
            body: { challengeId: first.challengeId, response: answer },
          })
        ).statusCode,
        200,
      );
      const replayed = await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
        body: { challengeId: first.challengeId, response: answer },
      });
      assert.equal(replayed.statusCode, 401, 'a challenge is used once');
      assert.equal(replayed.headers['set-cookie'], undefined);

      const phished = await signInOptions();
      const fromPhishingPage = authenticator.authenticate(phished.options, { from: 'https://crestline-login.example' });
      assert.equal(
        (
          await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
            body: { challengeId: phished.challengeId, response: fromPhishingPage },
          })
        ).statusCode,
        401,
      );

      const cloned = await signInOptions();
      const stale = authenticator.authenticate(cloned.options, { count: 1 });
      assert.equal(
        (
          await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
            body: { challengeId: cloned.challengeId, response: stale },
          })
        ).statusCode,
        401,
        'a counter that went back',
      );

      const expired = await signInOptions();
      staff.advance(5 * 60 * 1000);
      assert.equal(
        (
          await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
            body: { challengeId: expired.challengeId, response: authenticator.authenticate(expired.options) },
          })
        ).statusCode,
        401,
      );
    });

    test("attack: a passkey confirms adding another only if it is one of the account's own", async () => {
      await staff.addAccount('confirmer@crestline.example', 'advisor');
      await staff.addAccount('stranger@crestline.example', 'advisor');
      const mine = await staff.signIn('confirmer@crestline.example');
      const theirs = await staff.signIn('stranger@crestline.example');
      const myKey = softwareAuthenticator(SITE);
      const theirKey = softwareAuthenticator(SITE);
      assert.equal((await register(mine, myKey)).statusCode, 201);
      assert.equal((await register(theirs, theirKey)).statusCode, 201);
      /** register-options confirmed by `authenticator`'s answer to a fresh sign-in challenge. */
      const confirmedBy = async (/** @type {ReturnType<typeof softwareAuthenticator>} */ authenticator) => {
        const { challengeId, options } = await signInOptions();
        return staff.call('POST', '/staff/api/passkeys/register-options', {
          as: mine,
          body: { passkey: { challengeId, response: authenticator.authenticate(options) } },
        });
      };
      const borrowed = await confirmedBy(theirKey);
      assert.equal(borrowed.statusCode, 400, borrowed.body);
      assert.match(borrowed.json().fields.passkey, /not one of your passkeys/);
      const own = await confirmedBy(myKey);
      assert.equal(own.statusCode, 200, own.body);
      const second = softwareAuthenticator(SITE);
      const added = await staff.call('POST', '/staff/api/passkeys/register-verify', {
        as: mine,
        body: { response: second.register(own.json()), name: 'Phone' },
      });
      assert.equal(added.statusCode, 201, added.body);
    });

    test("a registration answer for another account's challenge is refused", async () => {
      await staff.addAccount('other@crestline.example', 'advisor');
      const mine = await staff.signIn('keys@crestline.example');
      const other = await staff.signIn('other@crestline.example');
      const authenticator = softwareAuthenticator(SITE);
      const options = (
        await staff.call('POST', '/staff/api/passkeys/register-options', {
          as: mine,
          body: { currentPassword: PASSWORD },
        })
      ).json();
      const stolen = await staff.call('POST', '/staff/api/passkeys/register-verify', {
        as: other,
        body: { response: authenticator.register(options) },
      });
      assert.equal(stolen.statusCode, 400);
      assert.equal((await staff.call('GET', '/staff/api/passkeys', { as: other })).json().passkeys.length, 0);
    });

    test('a deleted passkey, or one of a disabled account, signs no one in; nobody deletes another account’s passkey', async () => {
      const account = await staff.addAccount('leaver@crestline.example', 'advisor');
      const browser = await staff.signIn('leaver@crestline.example');
      const authenticator = softwareAuthenticator(SITE);
      assert.equal((await register(browser, authenticator)).statusCode, 201);
      const someoneElse = await staff.signIn('keys@crestline.example');
      assert.equal(
        (await staff.call('DELETE', `/staff/api/passkeys/${authenticator.id}`, { as: someoneElse })).statusCode,
        404,
      );

      await staff.ctx.db.updateTable('staff_accounts').set({ disabled: 1 }).where('id', '=', account.id).execute();
      const whileDisabled = await signInOptions();
      assert.equal(
        (
          await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
            body: {
              challengeId: whileDisabled.challengeId,
              response: authenticator.authenticate(whileDisabled.options),
            },
          })
        ).statusCode,
        401,
      );
      await staff.ctx.db.updateTable('staff_accounts').set({ disabled: 0 }).where('id', '=', account.id).execute();

      const again = await staff.signIn('leaver@crestline.example');
      assert.equal(
        (await staff.call('DELETE', `/staff/api/passkeys/${authenticator.id}`, { as: again })).statusCode,
        204,
      );
      const afterDelete = await signInOptions();
      assert.equal(
        (
          await staff.call('POST', '/staff/api/passkeys/sign-in-verify', {
            body: { challengeId: afterDelete.challengeId, response: authenticator.authenticate(afterDelete.options) },
          })
        ).statusCode,
        401,
      );
    });
  });
