// Unit tests assert on behaviour, not on log lines; tests that check logging turn it back on.
process.env.CONTACT_LOG = "silent";
