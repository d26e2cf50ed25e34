"""Extract one commit of a bare git repository into a folder, file by file.

`git archive` aborts on the first blob a mirror lacks (a few large files are missing from the public
snapshots: an SVD file, an mbedtls test file); the build needs none of them, so they are skipped and
listed instead.  Usage: python extract.py GIT_DIR COMMIT DEST
"""
import os
import subprocess
import sys


def extract(git_dir, commit, dest):
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit],
                             check=True, capture_output=True).stdout
    entries = []
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            entries.append((mode, sha, path.decode()))
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    missing = []
    for mode, sha, path in entries:
        batch.stdin.write(sha + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if header[1] == b"missing":
            missing.append(path)
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == b"120000":
            if os.path.lexists(target):
                os.remove(target)
            os.symlink(data.decode(), target)
            continue
        with open(target, "wb") as out:
            out.write(data)
        if mode == b"100755":
            os.chmod(target, 0o755)
    batch.stdin.close()
    batch.wait()
    for path in missing:
        print("skipped (not in the mirror):", path)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(prog="python extract.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("git_dir", help="the bare repository")
    parser.add_argument("commit")
    parser.add_argument("dest", help="the folder to fill")
    arguments = parser.parse_args()
    extract(arguments.git_dir, arguments.commit, arguments.dest)
