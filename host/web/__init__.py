"""The live broadcast: the host's web application, its publisher and its MQTT bridge.

feed     one board's broadcast state, built from the board's protocol events with shared_rules
hub      the live and public (delayed) views of the hall, and the viewers' bounded queues
app      the aiohttp application: pages, JSON API, the live stream (SSE), the admin's writes
security the admin token, the arbiter's session cookie, cross-site refusal
server   the web server's thread beside the daemon, and the daemon's hooks into the hub
archive  recorded games for the archive pages, from the store or from the broker
mqtt     publishing the hall to an MQTT broker, and the relay that serves it from there
"""
