import { LegalPage } from './legal-page';

export function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>1. Who this policy is for</h2>
        <p>
          This Privacy Policy explains what information Potluck collects when you plan or join a potluck, how we use it,
          and the choices you have.
        </p>
      </section>
      <section>
        <h2>2. Information we collect</h2>
        <ul>
          <li>
            <strong>Account details</strong> from Google when you sign in: your name, email address and profile picture.
            You can also set a display name.
          </li>
          <li>
            <strong>Event information</strong> you add: event names, dates, locations, descriptions, RSVPs, guest
            counts, dietary restrictions and the dishes you sign up to bring.
          </li>
          <li>
            <strong>Invitation details</strong>: email addresses or phone numbers you enter to invite guests, and the
            message you send with them.
          </li>
          <li>
            <strong>Technical information</strong>: a session cookie that keeps you signed in, and basic server logs
            (such as time of request and browser type) used to keep the service secure and working.
          </li>
        </ul>
      </section>
      <section>
        <h2>3. How we use it</h2>
        <p>
          We use your information to run Potluck: to sign you in, show your events, let hosts and guests see who is
          coming and what is being brought, send the invitations you ask us to send, suggest dishes, and protect the
          service against abuse. We do not sell your personal information and we do not use it for advertising.
        </p>
      </section>
      <section>
        <h2>4. Who can see it</h2>
        <p>
          People taking part in the same event can see your name, your RSVP, your guest counts, your dietary
          restrictions and the dishes you bring. Anyone with an event's join link can see the event details and the list
          of dishes with contributors' names. We share information with service providers that host the app or deliver
          invitations only as needed to provide the service, or when the law requires it.
        </p>
      </section>
      <section>
        <h2>5. Cookies and storage on your device</h2>
        <p>
          Potluck uses one session cookie to keep you signed in. So that your events open with a poor connection, the
          app also keeps a copy of recently viewed data in your browser's storage. Signing out clears that copy.
        </p>
      </section>
      <section>
        <h2>6. How long we keep it</h2>
        <p>
          We keep your account and event information while your account is active. When a host deletes an event, its
          RSVPs and dishes are deleted too. You can ask us to delete your account and the information linked to it.
        </p>
      </section>
      <section>
        <h2>7. Your choices</h2>
        <p>
          You can change your display name in your profile, update or withdraw your RSVPs, edit or remove your dishes,
          and delete events you host. You may ask for a copy of your information, or for it to be corrected or deleted.
        </p>
      </section>
      <section>
        <h2>8. Security</h2>
        <p>
          Connections to Potluck are encrypted, sessions are stored on our servers rather than in readable cookies, and
          access to data is limited to what each feature needs. No system is perfectly secure, so please tell us if you
          notice anything suspicious.
        </p>
      </section>
      <section>
        <h2>9. Children</h2>
        <p>
          Potluck is not intended for children under 13, and we do not knowingly collect personal information from
          children under 13. If you believe a child under 13 has given us personal information, contact us and we will
          delete it.
        </p>
      </section>
      <section>
        <h2>10. Changes to this policy</h2>
        <p>
          We may update this policy from time to time. The date at the top of this page shows when it last changed, and
          we will tell you in the app about significant changes.
        </p>
      </section>
      <section>
        <h2>11. Contact</h2>
        <p>For privacy questions or requests, contact the team that operates this Potluck service.</p>
      </section>
    </LegalPage>
  );
}
