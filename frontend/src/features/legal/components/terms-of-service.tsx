import { LegalPage } from './legal-page';
import { DISH_LABEL_EXAMPLES } from '@contracts/dish.rules';

export function TermsOfService() {
  return (
    <LegalPage title="Terms of Service">
      <section>
        <h2>1. Agreeing to these terms</h2>
        <p>
          These Terms of Service govern your use of Potluck, the app for planning potluck meals with friends. By
          creating an account, signing in or otherwise using Potluck, you agree to these terms. If you do not agree,
          please do not use the service.
        </p>
      </section>
      <section>
        <h2>2. What Potluck does</h2>
        <p>
          Potluck lets hosts create events, share a join link, and see who is coming and which dishes are being brought.
          Guests can RSVP, tell the host about dietary needs and sign up to bring dishes. Suggestions shown in the app,
          including automatically generated dish ideas and insights, are offered for inspiration only.
        </p>
      </section>
      <section>
        <h2>3. Your account</h2>
        <p>
          You sign in with a Google account. You are responsible for the activity on your account and for keeping access
          to your Google account secure. Tell us promptly if you believe someone else is using your account.
        </p>
      </section>
      <section>
        <h2>4. Your content</h2>
        <p>
          Events, RSVPs, dish descriptions, messages and other content you add remain yours. You give us permission to
          store and display that content so the service works, for example to show your dish to the other people invited
          to the same event. Only add content you have the right to share.
        </p>
      </section>
      <section>
        <h2>5. Acceptable use</h2>
        <p>When you use Potluck you agree not to:</p>
        <ul>
          <li>invite people who have not agreed to hear from you, or send spam through the invitation features;</li>
          <li>post content that is unlawful, hateful, harassing or that infringes the rights of others;</li>
          <li>try to access events, accounts or data that are not yours, or disrupt the service;</li>
          <li>use automated means to collect information from the service.</li>
        </ul>
      </section>
      <section>
        <h2>6. Food, allergies and events</h2>
        <p>
          Dietary labels such as {DISH_LABEL_EXAMPLES} are entered by users and are not checked by us. Hosts and guests
          are responsible for the food they prepare, serve and eat, and for asking about ingredients when allergies or
          dietary restrictions matter. Potluck does not organise, attend or supervise any event.
        </p>
      </section>
      <section>
        <h2>7. Ending your use</h2>
        <p>
          You may stop using Potluck at any time. We may suspend or end access for accounts that break these terms or
          put other users at risk. Hosts may delete their events, which permanently removes the event's RSVPs and
          dishes.
        </p>
      </section>
      <section>
        <h2>8. Disclaimers and liability</h2>
        <p>
          Potluck is provided "as is" and "as available", without warranties of any kind. We do our best to keep it
          running and your data safe, but we cannot promise the service will always be available or error-free. To the
          extent permitted by law, we are not liable for indirect or consequential losses arising from your use of the
          service.
        </p>
      </section>
      <section>
        <h2>9. Changes to these terms</h2>
        <p>
          We may update these terms as Potluck evolves. If we make material changes, we will try to provide at least 30
          days notice before the new terms take effect, for example by a notice in the app. Continuing to use Potluck
          after the changes take effect means you accept the updated terms.
        </p>
      </section>
      <section>
        <h2>10. Contact</h2>
        <p>If you have questions about these terms, contact the team that operates this Potluck service.</p>
      </section>
    </LegalPage>
  );
}
