import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MIGRATIONS } from '../data-source-options';

/**
 * A released migration never changes what it sends to the database: production databases already ran it, and
 * only a new migration can change their schema. Each migration's `up` and `down` run here against a runner that
 * records every call made on it (the SQL and its parameters, in order); the SHA-256 of that record must equal the
 * pinned one below, so a refactor of the migration files must leave every statement byte for byte the same. A new
 * migration gets a new row; no existing row is ever edited.
 */
const PINNED: Record<string, { up: string; down: string }> = {
  InitialSchema1763800000000: {
    up: '43426badba712bb4fdd6ee6355308a44c3703841c404c4dd9e5fe7d52410992d',
    down: '20f3fe5ea19d80a237d89d165de8ef821e43ff1de00433491817ac1b47a33ddc',
  },
  InvitationDelivery1763900000000: {
    up: 'fcc4925ae9b89bb55b0064aae6b16ca29097ebb5b19e9ca4aacf246315255d4a',
    down: '08a8ca557f6c862fd9dce17cfa15e8b097af20e544aed0db21e6e6b89f7e05a6',
  },
  IdempotencyKeys1763950000000: {
    up: 'e62330e4c0e9d9d9ae487a3af56d69d42c39b0edf5e228af5a10af7d6270058e',
    down: '239125114fd0a229b57a6491a3f55ebfe6129996faf22a40465796f196b98a7f',
  },
  DropInvitationIdempotencyKey1764000000000: {
    up: 'b789e29fbcafaeefbaad3e11ec14d21bb20ed13e04fdcd6aac6dd843cb024937',
    down: 'e8892d27886b91b6392d00e952566dee9648b1fe2db96239afba8c128364a2a7',
  },
  RateLimits1764100000000: {
    up: 'f3f72843feb6463e00fddab50885c3a24b01ec1fdeb6082d02ec9926d0868152',
    down: '84642386bfbdfa2ea6e5d642d57c5064fd16ae8d8aee0273a2da4fcd78bf14b9',
  },
  LiveSockets1764200000000: {
    up: '9102efca242b77de402869c613da649db3203350328736a843d1cfa64ad9fdd3',
    down: '6e4ca83ed94fdf4a3a0d9e71b2cd034cc6b8a546903c36b8261ae125adfca928',
  },
  Versions1764300000000: {
    up: '332de286c302ff1d42857e33d2aa5f28174550c5575bbe426380926b27741c81',
    down: 'daabdc2761028ce381d297b051783db44b1ee6c2bd27ac2201223a56f648efc5',
  },
  EventTimeZone1764310000000: {
    up: '88173be5e8c696e8c5a1e810b31eb37168a9d7926797f2fb76d6b30e16d0754f',
    down: 'f80dbfb6c4a816fed671dc0cfd8b28d51d9edbf72788b355a5bfacdf8ef6b260',
  },
  CalendarFeeds1764320000000: {
    up: '7077137d6f3cc27110eaf7130f19d5f7440f855c5eba71fccf850d17da8fe303',
    down: 'a5dbae59f82a5beefd3908154bddaa89bac3e091834c63f8d65d59b46c0eab90',
  },
  Reminders1764330000000: {
    up: 'c5c30a45fe259f7ca5c0324a4bb9cdb1afbbe1abb4cc1e30ab674f5ad56cdcc1',
    down: 'fe8b51a21fc41c132f99712402cf98d213f442569c17f8247b112d17594c8e20',
  },
  HostDigests1764340000000: {
    up: 'a4d35a9789d2bbfbe30864efcb77f105c6da075040269f48d208d69c6662c408',
    down: '4a04de444423ed89ca9d5f4c6f7d954772c501b0ff99840ed28aab42d16c25f3',
  },
  SlotsWaitlistCohosts1764400000000: {
    up: '3ed5f1a558d01d96db3bc7791dc257744aced230af5482e76506e3aca302ac0f',
    down: '4148f07d0e60a32f741c40a63d4b3fa29df355da324e68b919ea15b7b2889762',
  },
  GuestIdentities1764500000000: {
    up: '34ff700ea187b43e04354959b269cdac42cf53cd8163eebb734b035fea0d6e95',
    down: 'f24666b25b24fdb4911d35b80d4b8860e02bd08f3f023bec51959be5a49a71af',
  },
  PushNotifications1764610000000: {
    up: '5ca800be4661730dac65b517d11c7ecca7f5feef92a1c02ec2c488cf18a31483',
    down: '8b35f92bd434b4db339192b9946ef8937c03961d96ebaa6d54c8922f7030689b',
  },
  GoogleSubAndJoinKeys1765000000000: {
    up: 'c4cc29c3daac08a901ea376a24078aac6b0990981808cad506186ceab384c85b',
    down: '161e59238a7b02dfa49f6cc09995c81d0413350814d194f6908b66dcee56340e',
  },
  MailPolicy1765010000000: {
    up: '480b21d2d86d280903f938f61293682fa179260b86470738d39b3a759056fd4d',
    down: '3bdeee688c8cf529cca5bb78b95a32338b780bf2850bd24548912676eb32e939',
  },
  EventRemovals1765030000000: {
    up: 'bbba6633eb01de05eba433a97903d2658a64aa330ef93ba12c792548723491b7',
    down: '0ccbccf9b3debcca686ba5500338c9df53e7a47204fcd37c40a248493ed22ba9',
  },
  PurgePlainIdempotencySecrets1765040000000: {
    up: '2ae5bf9513d16da2e26f1bd5ce34168fa39d18fdcb96f5386314007e6b61ac42',
    down: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
  },
  PushSubscriptionCap1765041000000: {
    up: '123816a643c4fa59e99fe408f77916350ae7c51afdc488dafb94a9e58f0f8854',
    down: '58edc338e01420823e2c492be4293c9d37ac918eb471f5e58084b2647936e7d6',
  },
  DishImagesOwnOrigin1765042000000: {
    up: '135279fb6a3cc9cf0d283f9111b8319cc1e6ee29969b36f175f28f7519d03ae9',
    down: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
  },
  UserLocale1766000000000: {
    up: 'cddc92f0a13575bfebdaa9666edca8760e87c2d7cbe3fd441771394f3a83bc3c',
    down: '5040990d97a3316bdcdf8eed27047869f0d95a4c4193ca81aceb660416d7ee55',
  },
  Photos1766200000000: {
    up: '30966bcbb7b5a8097b31c6e5a2cf9fd969ec970eb2adc7833e290ffdc190c899',
    down: '91ab6c4e2a31fb48eb93cbcfbd49beb52862fc9a7f88cc8ea040bacc0ed34feb',
  },
  Conversation1766300000000: {
    up: 'badfb61f0ec0e4c1d507a03a57114391f3fd674205373787a462a0295779c1bb',
    down: '484bbffddf9292d6873053a45f217542b3f31da91918b001c522b5e128de2aaf',
  },
  KitchenLogistics1766400000000: {
    up: '53de7f4266e946d8a818ed10cf99573ced444977fbaa47f8dfb270be26b40a38',
    down: 'eb3a9e8ed10057b6168e35e267feef8c84bd25282c287e5235ee8a42fefd4847',
  },
  DatePolls1766500000000: {
    up: 'f0a4457333a85975a15ea9a655740795a34a9648b75d25c0b5899b32516e0845',
    down: '6ca802d023e318b988379294e50fb711bcdda169a7861e5204e9902bfa19a227',
  },
  EventSeries1766510000000: {
    up: 'e01e82369646d78b86afe7f28397c10cb1efe06b63a015ec0023de5c3ea5f9f4',
    down: 'a3d4df04fc099896af5e88b087839a6f1443559e425d1ee73f8b22ddcb29b303',
  },
  AfterParty1767000000000: {
    up: '661c5a8e2f8baf7cd98ada560cefde2feb66a12cbf0d30f45e4ba56defbd56c3',
    down: '2fb139ab1d9c2800bae7d93ddfd54159ef273fa1bd294a0f9367335e12164b34',
  },
  TalkNotifications1767100000000: {
    up: 'f55f052ddca424e7f2d0b1351333a5864fec7476e1b664a541eee833220eaeb0',
    down: 'a6932e10da54c0a86634a779cba97af03000f575bc436d27965f5a84626b97fd',
  },
  SeriesNotices1767200000000: {
    up: '3d11547064da81ab5ef1c2a53a072ef7f187f641a1127f1c6c9f902f408e9c89',
    down: '65a24446537237194a8ecf0698d5085ff22e218a23bd6d1faf7ac143f2dc2ce0',
  },
  ContentOutlivesGuests1767300000000: {
    up: 'f61cee7a5a218182c46d80522523821742dd5eb67329d0f0747cdc1696c54631',
    down: 'e5c36ed88599166e17151748e62606700aee1c8f7f5e4f5c89c60d8fc882d0be',
  },
  Retention1767400000000: {
    up: '150e838737f958a545a9f305d58f3d6c85f2cfc2056cba9622bfa90f492ff229',
    down: '77d99218c209bf3dce5c73650dc10f78d1af7d2f52567a908a9cd260032d6d1b',
  },
  UserIdentities1767450000000: {
    up: 'd792ef12b92d575d0d7650c6998a0fe65b24e238065646c2b8bb65bfa4e00aa0',
    down: 'a0b8522808dc3c376fec2edd6e72d550bf079ffa0b49f896b96656a29dd4fa25',
  },
  FormerGuests1767500000000: {
    up: '0393289d89bdb46eb24362baa94b48f1eb5e6c371f8b97b2b9d4bb26cdc8d76b',
    down: '1d3e5030b1aa7827d0503a1a9b98af38590fdb3c6cc8352e66622be4f1601f44',
  },
  DigestActors1767550000000: {
    up: 'aea5e96eb561ec1c051162b8c02ebc1c19fc1ade064872423b0f541883d4144f',
    down: '2b8c4f24ae7502cdcd21b5a9abd3cfdbdb2e30f7ecbb2a8d6646bf089e5921c6',
  },
  OperatorConsole1767600000000: {
    up: '88180c6c45d6452a24e5cdf70b11794c23c5f852656b82d4fe3abcc87bf70f4b',
    down: 'b7d9427dc078ba6b57192e769c6f2939f8ca4df29a62f5ca096b07cc9711182f',
  },
  InstanceCounts1767650000000: {
    up: 'f147cd8c097afea6d67b9fa93900a511c659f6b9378058654dadb54df73e00c2',
    down: '0abdc2aa4203eb898c98f5ac647a6a5e1a008b4e5fb08de401e564014e2d0b5f',
  },
  AnswersDeadline1767680000000: {
    up: '7ea85901f42ae760ce0eb2cf46eca20bdf52a574cb598ab6497c1a58c3c84747',
    down: 'c4f322a73cc28047b0d503d3efcc2454f4f33b8d2223407f65ff7155e8d3aa86',
  },
  AnswerReminders1767690000000: {
    up: '99b4e997b458fb077f2157c6cfad1021deb0e9efa9056d12e8b6247ac45f81a1',
    down: 'e3c6e4687633344e699e3833d90fe605284685f8f38618ced289919f14ef71aa',
  },
  HostQuestions1767695000000: {
    up: '29b9dcc743f0385d4119b46af34b52042cabb3e3696e9fa51c7a393fb96f26fd',
    down: 'bc092d8691cbe09a551dbf65bde27b51ebaa85dcf7a674043c3e3a1bf6242b90',
  },
  JobsAndHandOffs1767700100000: {
    up: 'e326d4be7dd71abc983eca249757b490ad003f31b97dad85a2953eee2d680d7f',
    down: 'cbcd09e6f2dc31a66bde10ff95c7441f4336f85116478cff363244ef3745ce76',
  },
  Nudges1767700200000: {
    up: '98b6f60f4e551afef6f1828a9d73b39bf52a89f8c06dd986b19a0f4fb29be2ce',
    down: '8ff3194db107d79f3ab9c6c4346b0fd7df73e920934e52df0bea75ca6abb9a3e',
  },
  Costs1767760000000: {
    up: '0d08255245041ea1b0a5dd8972d45fab25b381a6794001fbdb3132cb3b413fdc',
    down: '39c0389996527735db6a0269a5a80ff9cb5dd9a54c2f8495ab33b5ed74004823',
  },
  CostReceipts1767770000000: {
    up: 'a4e6a359622c0bc2248ed819b4c30cf0cd63735f63054ae06a0b4aec56bbbcc3',
    down: '4b4735376f730f9b83e18db050918052bf3c19c9ea287a525b2c857d5a85e15f',
  },
  CheckIns1767800000000: {
    up: '0705a551a3b35ee0959c7941b4ce6aa14674666726e6937798a615f55ee6ebc9',
    down: 'feeab8d88e6a4ad84f445adaf0fb5b541d2951d1048d697c3fa16f05d6151c7f',
  },
};

/** A stand-in QueryRunner that records each method called on it, with its arguments, and answers nothing. */
function recordingRunner(): { runner: QueryRunner; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const runner = new Proxy(
    {},
    {
      get: (_target, method) =>
        method === 'then'
          ? undefined
          : (...args: unknown[]) => {
              calls.push([String(method), ...args]);
              return Promise.resolve([]);
            },
    },
  ) as QueryRunner;
  return { runner, calls };
}

async function fingerprint(migration: MigrationInterface, step: 'up' | 'down'): Promise<string> {
  const { runner, calls } = recordingRunner();
  await migration[step](runner);
  return createHash('sha256').update(JSON.stringify(calls)).digest('hex');
}

const migrations = MIGRATIONS.map((Migration) => new Migration());

describe('released migrations', () => {
  it('has a pinned row for every migration', () => {
    expect(migrations.map((migration) => migration.name ?? '').sort()).toEqual(Object.keys(PINNED).sort());
  });

  it.each(migrations.map((migration) => [migration.name ?? '', migration] as const))(
    '%s sends the same statements as when it was released',
    async (name, migration) => {
      expect({ up: await fingerprint(migration, 'up'), down: await fingerprint(migration, 'down') }).toEqual(
        PINNED[name],
      );
    },
  );
});
